import { Controller, Get, Param, Req, Res } from '@nestjs/common';
import {
  ApiHeader,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
} from '@nestjs/swagger';
import { CatalogueService } from '@app/catalogue';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { Public } from '../common/policy.decorator';
import { DestinationSlugPipe, PackageIdPipe } from './package-id.pipe';
import { sendCached } from './send-cached';

const ID_PARAM = { name: 'id', type: Number, description: 'Package id' };
const ETAG_HEADER = {
  name: 'if-none-match',
  required: false,
  description: 'answered 304 when it holds the ETag',
};

/** Catalogue reads, served from the in-memory read model with weak ETags (304 on a repeat read). */
@ApiTags('catalogue')
@ApiHeader(ETAG_HEADER)
@Public()
@Controller()
export class CatalogueController {
  constructor(private readonly catalogue: CatalogueService) {}

  @Get('packages')
  @ApiOperation({ summary: 'Every package on sale (PackageSummary[]), sorted by destination' })
  @ApiOkResponse({ description: 'PackageSummary[]' })
  packages(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return sendCached(request, reply, this.catalogue.packages());
  }

  @Get('packages/popular')
  @ApiOperation({
    summary: 'Packages of the popular destinations (PackageSummary[]); rule in libs/catalogue/popular.ts',
  })
  popular(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return sendCached(request, reply, this.catalogue.popular());
  }

  @Get('packages/:id')
  @ApiParam(ID_PARAM)
  @ApiOperation({ summary: 'One package (PackageView)' })
  @ApiNotFoundResponse({ description: 'Package not found' })
  package(
    @Param('id', PackageIdPipe) id: number,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    return sendCached(request, reply, this.catalogue.package(id));
  }

  @Get('packages/:id/complete')
  @ApiParam(ID_PARAM)
  @ApiOperation({
    summary:
      'The package, its destination’s plans (fixedPlans / dayPassPlans by data label, allPlans), image, networkCoverage',
  })
  @ApiNotFoundResponse({ description: 'Package not found' })
  complete(
    @Param('id', PackageIdPipe) id: number,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    return sendCached(request, reply, this.catalogue.complete(id));
  }

  @Get('packages/:id/device-compatibility')
  @ApiParam(ID_PARAM)
  @ApiOperation({
    summary: 'eSIM-capable devices (a static list: simType, activationMethod, devices, supportedOS)',
  })
  @ApiNotFoundResponse({ description: 'Package not found' })
  deviceCompatibility(
    @Param('id', PackageIdPipe) id: number,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    return sendCached(request, reply, this.catalogue.deviceCompatibility(id));
  }

  @Get('destinations')
  @ApiOperation({
    summary: 'Destination cards: packages grouped by destination, sorted by name (DestinationSummary[])',
  })
  destinations(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return sendCached(request, reply, this.catalogue.destinations());
  }

  @Get('destinations/:slug')
  @ApiParam({ name: 'slug', type: String, description: 'Destination slug (japan, bosnia--herzegovina)' })
  @ApiOperation({
    summary: 'A destination page: its default (cheapest fixed) package, complete (PackageComplete)',
  })
  @ApiNotFoundResponse({ description: 'Destination not found' })
  destination(
    @Param('slug', DestinationSlugPipe) slug: string,
    @Req() request: FastifyRequest,
    @Res() reply: FastifyReply,
  ): Promise<void> {
    return sendCached(request, reply, this.catalogue.destination(slug));
  }

  @Get('catalogue/stats')
  @ApiOperation({
    summary: 'Catalogue figures for marketing copy (destinations, countries, regions, packages)',
  })
  stats(@Req() request: FastifyRequest, @Res() reply: FastifyReply): Promise<void> {
    return sendCached(request, reply, this.catalogue.stats());
  }
}

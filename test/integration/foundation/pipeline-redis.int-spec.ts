import { describePipeline } from './pipeline.shared';

describePipeline('redis');

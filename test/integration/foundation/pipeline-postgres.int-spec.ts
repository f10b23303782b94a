import { describePipeline } from './pipeline.shared';

describePipeline('postgres');

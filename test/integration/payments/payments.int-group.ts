import { runGroup } from '../../support/integration-group';

runGroup(__filename);

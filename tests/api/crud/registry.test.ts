import { resourceRegistry } from '../../../src/schema/resources';
import { setUpCrudWorld } from './crud-world';
import { describeResourceSuite } from './resource-suite';

/** One generated suite per registered resource definition; nothing here is written per resource. */
const world = setUpCrudWorld();
for (const definition of resourceRegistry) describeResourceSuite(definition, world);

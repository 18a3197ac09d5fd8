// Half of the fuzz run (test/fuzz/suite.ts): the shards run side by side on two cores.
import { describeFuzzShard } from './fuzz/suite';

describeFuzzShard(1, 2);

import { setFlagsFromString } from "node:v8";

/**
 * The server process asks V8 to favour memory over speed (issue 23: RSS after load <= 350 MB on PGlite and
 * <= 200 MB on PostgreSQL): a young generation that grows less and an old one grown by smaller steps. Measured with
 * the bench's throughput and list loads on PGlite: 285 -> 235 MB idle, 310 -> 267 MB after the load (it had read
 * 302-366 MB across full runs), the throughput ratios unchanged (0.90-0.97 of the bare server), the lists' p99
 * 20-36 ms (13-28 before; budget 50). Set from code because `node` refuses the flag in NODE_OPTIONS and
 * `npm start` must not need it on the command line; the collector reads it as it runs, so setting it once the
 * modules are loaded (ES imports are evaluated before this body) still takes effect.
 */
setFlagsFromString("--optimize-for-size");

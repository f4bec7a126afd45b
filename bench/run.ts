/**
 * npm run bench: every benchmark, one line per figure with p50 and p95. Pass names to run a subset:
 * npm run bench -- startup catalogue
 */
import { runAdminBench } from "./admin-bench";
import { runCatalogueBench } from "./catalogue-bench";
import { runLoadBench } from "./load-bench";
import { runRecommendationsHttpBench } from "./recommendations-http-bench";
import { runRecommenderBench } from "./recommender-bench";
import { runStartupBench } from "./startup-bench";
import { runWireSizeBench } from "./wire-size";

const BENCHES: Record<string, () => Promise<string[]>> = {
  startup: () => runStartupBench(),
  admin: () => runAdminBench(),
  catalogue: () => runCatalogueBench(),
  load: () => runLoadBench(),
  recommender: () => runRecommenderBench(),
  recommendations: () => runRecommendationsHttpBench(),
  web: async () => runWireSizeBench(),
};

const wanted = process.argv.slice(2).filter((a) => !a.startsWith("-"));
for (const [name, run] of Object.entries(BENCHES)) {
  if (wanted.length && !wanted.includes(name)) continue;
  for (const l of await run()) console.log(l);
}

import { RetryPlugin } from '@module-federation/retry-plugin';

/** A remote's manifest or entry that fails to load is fetched again twice before the region gives up. */
export default function retryPlugin() {
  return RetryPlugin({
    fetch: { retryTimes: 2, retryDelay: 500 },
    script: { retryTimes: 2, retryDelay: 500 },
  });
}

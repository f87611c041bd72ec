/**
 * Asks until `check` holds, and answers how long it took: an assertion that stops throwing, or a predicate that
 * answers true. After `timeout` ms, throws the assertion's last failure (or says the predicate never held).
 */
export async function eventually(check: () => Promise<boolean | void>, timeout = 5000): Promise<number> {
  const start = Date.now();
  for (;;) {
    let failure: unknown;
    try {
      if ((await check()) !== false) return Date.now() - start;
      failure = new Error(`Still not so after ${timeout} ms.`);
    } catch (error) {
      failure = error;
    }
    if (Date.now() - start > timeout) throw failure;
    // How often the condition is asked: the one pause the tests' waits are made of.
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/**
 * Waits until what has arrived so far (`arrived()`: a receiver's requests, a log's lines, in the order they came) holds
 * the sentinel, a later event the test caused on purpose, and answers what arrived before it. Whatever the system does
 * in order (a retry, a second delivery, a log line) would have come before the sentinel: a test asserts an absence on
 * this answer rather than after a pause.
 */
export async function arrivedBefore<T>(arrived: () => readonly T[], isSentinel: (item: T) => boolean, timeout = 5000): Promise<T[]> {
  await eventually(async () => arrived().some(isSentinel), timeout).catch(() => {
    throw new Error(`The sentinel did not arrive within ${timeout} ms; what arrived: ${JSON.stringify(arrived()).slice(0, 2000)}`);
  });
  const items = arrived();
  return items.slice(0, items.findIndex(isSentinel));
}

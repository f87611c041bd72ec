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
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

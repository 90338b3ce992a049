/**
 * `task`'s value, or `undefined` once `limitMs` have passed first. A failure also gives
 * `undefined`: whoever waits this way goes on regardless, and the task's owner reports it.
 */
export async function waitAtMost<T>(task: Promise<T>, limitMs: number): Promise<T | undefined> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<undefined>((resolve) => {
    timer = setTimeout(() => resolve(undefined), limitMs);
  });
  const value = await Promise.race([task.catch(() => undefined), limit]);
  clearTimeout(timer);
  return value;
}

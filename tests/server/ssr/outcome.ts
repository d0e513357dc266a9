/** What a gateway call came to, in the terms both adapters must agree on: its value, or its client error's kind, status, code and message. */
export type Outcome = { value: unknown } | { failure: { kind: unknown; status: unknown; code: unknown; message: unknown } };

export async function outcome(run: () => Promise<unknown>): Promise<Outcome> {
  try {
    return { value: await run() };
  } catch (error) {
    const { kind, status, code, message } = error as Record<string, unknown>;
    return { failure: { kind, status, code, message } };
  }
}

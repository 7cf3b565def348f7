/** A command used the wrong way: its usage goes to stderr, exit code 2. */
export class UsageError extends Error {}

/** The server refused, could not be reached, or the operator cancelled: the message goes to stderr. */
export class Failure extends Error {
  constructor(
    message: string,
    public readonly exitCode = 1,
  ) {
    super(message);
  }
}

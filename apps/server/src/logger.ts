/** What the server's parts write their log lines through (server.ts writes them as JSON). */
export interface Logger {
  info(obj: object, msg: string): void;
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

import {
  AxiosError,
  AxiosHeaders,
  type AxiosAdapter,
  type AxiosResponse,
  type InternalAxiosRequestConfig,
} from 'axios';

/** Test support only: an axios adapter answering from a function, so tests speak HTTP without a server. */
export type FakeReply = { status: number; data?: unknown } | Error;
export type FakeHandler = (config: InternalAxiosRequestConfig) => FakeReply | Promise<FakeReply>;
export type FakeAdapter = AxiosAdapter & { calls: InternalAxiosRequestConfig[] };

export function fakeAdapter(handler: FakeHandler): FakeAdapter {
  const calls: InternalAxiosRequestConfig[] = [];
  const adapter = async (config: InternalAxiosRequestConfig): Promise<AxiosResponse> => {
    calls.push(config);
    const reply = await handler(config);
    if (reply instanceof Error) throw new AxiosError(reply.message, AxiosError.ERR_NETWORK, config, {});
    const response: AxiosResponse = {
      data: reply.data,
      status: reply.status,
      statusText: '',
      headers: new AxiosHeaders(),
      config,
      request: {},
    };
    // What axios' own adapters do (settle): only validateStatus decides success.
    if (config.validateStatus && !config.validateStatus(reply.status)) {
      const code = reply.status >= 500 ? AxiosError.ERR_BAD_RESPONSE : AxiosError.ERR_BAD_REQUEST;
      throw new AxiosError(`Request failed with status code ${reply.status}`, code, config, {}, response);
    }
    return response;
  };
  return Object.assign(adapter, { calls });
}

/** The JSON body a request carried (axios serialises it before the adapter sees it). */
export const bodyOf = (config: InternalAxiosRequestConfig): unknown =>
  typeof config.data === 'string' ? JSON.parse(config.data) : config.data;

export const bearerOf = (config: InternalAxiosRequestConfig): string | null => {
  const header = config.headers.get('Authorization');
  return typeof header === 'string' ? header : null;
};

/** A promise whose settlement the test controls. */
export function deferred<T>(): {
  promise: Promise<T>;
  resolve: (value: T) => void;
  reject: (error: unknown) => void;
} {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
}

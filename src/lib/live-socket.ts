import { appConfig } from '@/schema/config';
import {
  liveCloseCodes,
  liveErrorMessageSchema,
  liveServerMessageSchema,
  type LiveEventName,
  type MoneyChangedData,
  type ResourceChangedData,
  type ScheduledOrderData,
} from '@/schema/live';

export type LiveSocketStatus = 'open' | 'closed';

/** An order or group-order event as handlers receive it; `channel` is the branch guid it came from. */
export type LiveServerEvent = {
  event: LiveEventName;
  data: ScheduledOrderData;
  channel?: string;
};

/** A record of a live resource changed (server/crud, after commit); `channel` is the branch guid. */
export type LiveResourceEvent = ResourceChangedData & { channel?: string };

/** Money changed in a branch (`money:changed`, after commit); `channel` is the branch guid. */
export type LiveMoneyEvent = MoneyChangedData & { channel?: string };

/** The chain's licence changed (`licence:changed`, after commit); `channel` is the guid of the branch it came on. */
export type LiveLicenceEvent = { organizationId: number; channel?: string };

/** The part of the browser WebSocket this client uses (unit tests pass a fake of exactly this). */
export type LiveWebSocket = {
  readonly readyState: number;
  onopen: ((event: Event) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  send(data: string): void;
  close(code?: number, reason?: string): void;
};
export type LiveWebSocketConstructor = new (url: string) => LiveWebSocket;

export type LiveSocketOptions = {
  /** ws(s)://host/ws/v1, see `liveSocketUrl`. */
  url: string;
  /** Read at every (re)connect, so a refreshed token is picked up. */
  getAccessToken: () => string | null;
  logger?: Pick<Console, 'error' | 'warn'>;
  WebSocketImpl?: LiveWebSocketConstructor;
  /**
   * Called when an open connection is lost and again when its replacement is open: events published in
   * between were missed, so the app refetches what it shows (the schedule) then.
   */
  onReconnect?: () => void;
  /** Jitter source for reconnect delays; tests pin it. */
  random?: () => number;
  /**
   * The stored token's expiry and the HTTP client's single-flight refresh: a socket is never opened with a token
   * the server would refuse or close moments later. Without it the stored token is used as it is.
   */
  session?: LiveSocketSession;
  now?: () => number;
};

export type LiveSocketSession = {
  /** Epoch milliseconds; null when unknown, which counts as expired (as the auth provider's check does). */
  accessTokenExpiresAt: () => number | null;
  /**
   * Answers a token newer than `staleToken`: the stored one when another request renewed it already, else a
   * refreshed one (stored too); null when the session has ended.
   */
  refreshAccessToken: (staleToken: string) => Promise<string | null>;
};

export type LiveSocket = {
  /**
   * Opens the socket unless one exists (or no access token is stored: then nothing happens); a token about to
   * expire is refreshed first.
   */
  connect(): void;
  /** Counted: the branch stays subscribed until every subscribe has its unsubscribe. */
  subscribe(channel: string): void;
  unsubscribe(channel: string): void;
  onMessage(handler: (message: LiveServerEvent) => void): () => void;
  /** Resource events (`resource:changed`), apart from the order events onMessage delivers. */
  onResourceChanged(handler: (event: LiveResourceEvent) => void): () => void;
  /** Money events (`money:changed`), apart from the order events onMessage delivers. */
  onMoneyChanged(handler: (event: LiveMoneyEvent) => void): () => void;
  /** Licence events (`licence:changed`): the chain's plan changed what opens. */
  onLicenceChanged(handler: (event: LiveLicenceEvent) => void): () => void;
  onStatusChange(listener: (status: LiveSocketStatus) => void): () => void;
  readonly status: LiveSocketStatus;
  /** Closes for good (sign-out); `connect()` starts again and re-subscribes what is still subscribed. */
  close(): void;
};

const OPEN = 1;
const CONNECTING = 0;

/** Reconnects back off so that a server that is down is not hammered by every open tab at once. */
export const reconnectDelay = { firstMs: 1_000, maxMs: 30_000 } as const;
/**
 * A token with less than this left is refreshed before a socket opens with it: the server closes a socket when its
 * token expires (4401) and refuses an expired one outright, which the browser reports only as a failed socket.
 */
export const tokenRefreshMarginMs = 30_000;
/** Closes by which the server refuses this client, as opposed to losing it. */
const refusalCodes = new Set<number>([liveCloseCodes.tooManySockets, liveCloseCodes.policyViolation]);

/** ws: on http, wss: on https, same host: the live channel is served by the same process as the app. */
export const liveSocketUrl = (location: Pick<Location, 'protocol' | 'host'>): string =>
  `${location.protocol === 'https:' ? 'wss' : 'ws'}://${location.host}${appConfig.websocketPath}`;


const parseJson = (text: unknown): unknown => {
  if (typeof text !== 'string') return null;
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
};

/** The browser side of the live channel (ARCHITECTURE "Live channel", spec sections 4, 7, 8). */
export function createLiveSocket(options: LiveSocketOptions): LiveSocket {
  const logger = options.logger ?? console;
  const random = options.random ?? Math.random;
  const now = options.now ?? Date.now;
  const handlers = new Set<(message: LiveServerEvent) => void>();
  const resourceHandlers = new Set<(event: LiveResourceEvent) => void>();
  const moneyHandlers = new Set<(event: LiveMoneyEvent) => void>();
  const licenceHandlers = new Set<(event: LiveLicenceEvent) => void>();
  const statusListeners = new Set<(status: LiveSocketStatus) => void>();
  /** Channel → number of subscribers that want it. */
  const wanted = new Map<string, number>();

  let socket: LiveWebSocket | null = null;
  /** Channels the current socket has been told to subscribe; a new socket starts empty. */
  let subscribedOnSocket = new Set<string>();
  let status: LiveSocketStatus = 'closed';
  let stopped = false;
  let pingTimer: ReturnType<typeof setInterval> | undefined;
  let awaitingPong = false;
  let reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  let failedAttempts = 0;
  /** A token refresh is under way; the socket opens when it answers. */
  let refreshing = false;
  const pollTimers = new Set<ReturnType<typeof setTimeout>>();

  const isOpen = () => socket !== null && socket.readyState === OPEN;

  const setStatus = (next: LiveSocketStatus) => {
    if (status === next) return;
    status = next;
    for (const listener of statusListeners) listener(next);
  };

  const notifyReconnect = () => {
    try {
      options.onReconnect?.();
    } catch (err) {
      logger.error(err);
    }
  };

  /**
   * Runs `action` once the socket is open, checking every 200 ms up to 10 times (spec section 8); then it
   * gives up with the spec's exact log line and no message to the user.
   */
  const whenOpen = (action: () => void) => {
    if (isOpen()) return action();
    let attempts = 0;
    const poll = () => {
      const timer = setTimeout(() => {
        pollTimers.delete(timer);
        if (isOpen()) return action();
        attempts += 1;
        if (attempts >= appConfig.websocketConnectAttempts) return logger.error(appConfig.websocketConnectFailedMessage);
        poll();
      }, appConfig.websocketConnectPollMs);
      pollTimers.add(timer);
    };
    poll();
  };

  const sendSubscribe = (channel: string) => {
    // Still wanted, not yet sent on this socket: subscribe and the open handler may both get here.
    if (!socket || !isOpen() || !wanted.has(channel) || subscribedOnSocket.has(channel)) return;
    socket.send(JSON.stringify({ event: 'subscribe', data: { channel } }));
    subscribedOnSocket.add(channel);
  };

  const stopPing = () => {
    clearInterval(pingTimer);
    pingTimer = undefined;
  };

  const startPing = (ws: LiveWebSocket) => {
    awaitingPong = false;
    pingTimer = setInterval(() => {
      // No pong since the previous ping: the connection is dead without having said so (sleeping laptop,
      // lost network), and browsers may take minutes to notice. Treat it as closed now.
      if (awaitingPong) return drop(ws);
      awaitingPong = true;
      ws.send(JSON.stringify({ event: 'ping' }));
    }, appConfig.websocketPingMs);
  };

  const deliver = <E>(to: ReadonlySet<(event: E) => void>, event: E) => {
    for (const handler of to) {
      // One failing screen must not keep the event from the others.
      try {
        handler(event);
      } catch (err) {
        logger.error(err);
      }
    }
  };

  const handleMessage = (raw: unknown) => {
    const json = parseJson(raw);
    const parsed = liveServerMessageSchema.safeParse(json);
    if (!parsed.success) {
      const serverError = liveErrorMessageSchema.safeParse(json);
      if (serverError.success) logger.warn(`Websocket: ${serverError.data.data.message}`);
      return;
    }
    // Resource and money events are not order events; the order handlers below never see them.
    if (parsed.data.event === 'resource:changed') {
      const { data, channel } = parsed.data;
      return deliver(resourceHandlers, channel === undefined ? data : { ...data, channel });
    }
    if (parsed.data.event === 'money:changed') {
      const { data, channel } = parsed.data;
      return deliver(moneyHandlers, channel === undefined ? data : { ...data, channel });
    }
    if (parsed.data.event === 'licence:changed') {
      const { data, channel } = parsed.data;
      return deliver(licenceHandlers, channel === undefined ? data : { ...data, channel });
    }
    const { event, data, channel } = parsed.data;
    if (event === 'pong') {
      awaitingPong = false;
      return;
    }
    if (!data) return;
    deliver(handlers, channel === undefined ? { event, data } : { event, data, channel });
  };

  const scheduleReconnect = () => {
    const ceiling = Math.min(reconnectDelay.maxMs, reconnectDelay.firstMs * 2 ** failedAttempts);
    failedAttempts += 1;
    // Half to full ceiling: tabs dropped by one server restart do not all return in the same instant.
    const delay = ceiling * (0.5 + random() / 2);
    reconnectTimer = setTimeout(() => {
      reconnectTimer = undefined;
      connect();
    }, delay);
  };

  /** Whether the stored token outlives the margin; an unknown expiry counts as expired. */
  const tokenIsFresh = (session: LiveSocketSession) => {
    const expiresAt = session.accessTokenExpiresAt();
    return expiresAt !== null && expiresAt - now() > tokenRefreshMarginMs;
  };

  /**
   * Renews the token the socket would be refused or closed with, then opens one socket with the new token. Nothing
   * opens when the session has ended (the HTTP client's recovery then leads to /login) or the socket was closed.
   */
  const refreshThenOpen = (session: LiveSocketSession, staleToken: string, isReconnect: boolean) => {
    refreshing = true;
    session.refreshAccessToken(staleToken).then(
      (token) => {
        refreshing = false;
        if (token && !stopped) open(token, isReconnect);
      },
      (err: unknown) => {
        refreshing = false;
        logger.error(err);
      },
    );
  };

  /**
   * The socket is gone (error, close or silence): forget it and, unless closed on purpose, build a new one: after
   * a back-off, or at once with a renewed token when the server closed it because its token expired.
   */
  function drop(ws: LiveWebSocket, code?: number, expiredToken?: string) {
    if (socket !== ws) return;
    const wasOpen = status === 'open';
    socket = null;
    ws.onopen = ws.onclose = ws.onerror = ws.onmessage = null;
    if (ws.readyState === OPEN || ws.readyState === CONNECTING) ws.close(code);
    stopPing();
    setStatus('closed');
    if (stopped) return;
    if (wasOpen) notifyReconnect();
    if (expiredToken !== undefined && options.session) return refreshThenOpen(options.session, expiredToken, true);
    scheduleReconnect();
  }

  function connect() {
    stopped = false;
    // One socket at a time; a scheduled reconnect or a refresh under way will create it.
    if (socket || reconnectTimer || refreshing) return;
    const token = options.getAccessToken();
    // Signed out: no socket (spec section 8).
    if (!token) return;
    // A socket that follows a lost or failed one: events may have been missed in the gap.
    const isReconnect = failedAttempts > 0;
    const { session } = options;
    if (session && !tokenIsFresh(session)) return refreshThenOpen(session, token, isReconnect);
    open(token, isReconnect);
  }

  function open(token: string, isReconnect: boolean) {
    const Impl = options.WebSocketImpl ?? globalThis.WebSocket;
    const url = new URL(options.url);
    url.searchParams.set('token', token);
    const ws = new Impl(url.toString());
    socket = ws;
    subscribedOnSocket = new Set();

    let attemptsBeforeOpen = failedAttempts;
    ws.onopen = () => {
      if (socket !== ws) return;
      attemptsBeforeOpen = failedAttempts;
      failedAttempts = 0;
      setStatus('open');
      startPing(ws);
      for (const channel of wanted.keys()) sendSubscribe(channel);
      if (isReconnect) notifyReconnect();
    };
    ws.onmessage = (event) => {
      if (socket === ws) handleMessage(event.data);
    };
    // Browsers follow an error with a close; both end in drop(), which acts once per socket.
    ws.onerror = () => drop(ws);
    ws.onclose = (event) => {
      // Opened, then refused (too many sockets, a policy breach): backing off must go on growing, or every tab
      // over the cap would knock once a second for as long as the cap is reached.
      if (refusalCodes.has(event.code)) failedAttempts = Math.max(failedAttempts, attemptsBeforeOpen);
      drop(ws, undefined, event.code === liveCloseCodes.tokenExpired ? token : undefined);
    };
  }

  return {
    connect,
    subscribe(channel) {
      const count = wanted.get(channel) ?? 0;
      wanted.set(channel, count + 1);
      if (count > 0) return;
      connect();
      whenOpen(() => sendSubscribe(channel));
    },
    unsubscribe(channel) {
      const count = wanted.get(channel) ?? 0;
      if (count > 1) {
        wanted.set(channel, count - 1);
        return;
      }
      wanted.delete(channel);
      if (socket && isOpen() && subscribedOnSocket.delete(channel)) {
        socket.send(JSON.stringify({ event: 'unsubscribe', data: { channel } }));
      }
    },
    onMessage(handler) {
      handlers.add(handler);
      return () => handlers.delete(handler);
    },
    onResourceChanged(handler) {
      resourceHandlers.add(handler);
      return () => resourceHandlers.delete(handler);
    },
    onMoneyChanged(handler) {
      moneyHandlers.add(handler);
      return () => moneyHandlers.delete(handler);
    },
    onLicenceChanged(handler) {
      licenceHandlers.add(handler);
      return () => licenceHandlers.delete(handler);
    },
    onStatusChange(listener) {
      statusListeners.add(listener);
      return () => statusListeners.delete(listener);
    },
    get status() {
      return status;
    },
    close() {
      stopped = true;
      clearTimeout(reconnectTimer);
      reconnectTimer = undefined;
      failedAttempts = 0;
      for (const timer of pollTimers) clearTimeout(timer);
      pollTimers.clear();
      if (socket) drop(socket, 1000);
    },
  };
}

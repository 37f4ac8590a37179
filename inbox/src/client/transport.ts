/**
 * The tab's real-time connection: a socket opened with a ticket traded for the access token,
 * pings that notice a connection dead without a close (a cut network), and reconnection with
 * back-off after a close, a failed ticket or a missed pong. It knows nothing of messages: it
 * hands every server event but `pong` to its owner and says how the connection stands.
 */
import type { ClientEvent, ServerEvent } from '@atelier/api-contract';

export type ConnectionStatus = 'idle' | 'connecting' | 'open' | 'offline';

/** The part of a WebSocket the transport uses (a fake one in tests). */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(): void;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
}

export interface TransportOptions {
  /** A one-use ticket for the socket (`POST /api/realtime/tickets`); throws when refused or offline. */
  ticket: () => Promise<string>;
  /** Opens the socket for a ticket. */
  openSocket?: (ticket: string) => SocketLike;
  /** Whether the browser believes it is online (a failed connection then shows 'connecting'). */
  isOnline?: () => boolean;
  /** How the connection stands now. */
  onStatus: (status: ConnectionStatus) => void;
  /** Every server event but `pong`; `ready` after the connection is open and pinging. */
  onEvent: (event: ServerEvent) => void;
}

export const PING_EVERY_MS = 20_000;
export const PONG_WITHIN_MS = 10_000;
export const RECONNECT_DELAYS_MS = [500, 1_000, 2_000, 5_000, 10_000] as const;
/** `WebSocket.OPEN`, the same in every implementation. */
const OPEN = 1;

/** The browser's WebSocket to the gateway's `/api/realtime`, on the page's own host. */
export function browserSocket(ticket: string): SocketLike {
  const scheme = window.location.protocol === 'https:' ? 'wss' : 'ws';
  return new WebSocket(
    `${scheme}://${window.location.host}/api/realtime?ticket=${encodeURIComponent(ticket)}`,
  );
}

export class RealtimeTransport {
  private readonly openSocket: (ticket: string) => SocketLike;
  private readonly isOnline: () => boolean;
  private active = false;
  private socket: SocketLike | undefined;
  private reconnectAttempt = 0;
  private reconnectTimer: ReturnType<typeof setTimeout> | undefined;
  private pingTimer: ReturnType<typeof setInterval> | undefined;
  private pongTimer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly options: TransportOptions) {
    this.openSocket = options.openSocket ?? browserSocket;
    this.isOnline = options.isOnline ?? (() => navigator.onLine);
  }

  /** Opens the connection and keeps it open until `stop`. */
  start() {
    this.active = true;
    this.connect();
  }

  /** Closes the connection for good (sign-out, no screen uses it any more). */
  stop() {
    this.active = false;
    clearTimeout(this.reconnectTimer);
    this.closeSocket();
  }

  /** The browser is back online: connect now rather than after the back-off. */
  online() {
    this.reconnectAttempt = 0;
    clearTimeout(this.reconnectTimer);
    if (this.socket === undefined) this.connect();
  }

  /** The browser went offline: the socket is closed and the connection shown offline. */
  offline() {
    this.closeSocket();
    this.options.onStatus('offline');
  }

  /** Sends an event when the socket is open; dropped otherwise (typing, presence are momentary). */
  send(event: ClientEvent) {
    if (this.socket?.readyState === OPEN) this.socket.send(JSON.stringify(event));
  }

  private closeSocket() {
    clearInterval(this.pingTimer);
    clearTimeout(this.pongTimer);
    const socket = this.socket;
    this.socket = undefined;
    if (socket !== undefined) {
      socket.onclose = null;
      socket.onmessage = null;
      socket.close();
    }
  }

  private scheduleReconnect() {
    if (!this.active) return;
    const delay =
      RECONNECT_DELAYS_MS[Math.min(this.reconnectAttempt, RECONNECT_DELAYS_MS.length - 1)];
    this.reconnectAttempt++;
    clearTimeout(this.reconnectTimer);
    this.reconnectTimer = setTimeout(() => this.connect(), delay);
  }

  private connect() {
    if (!this.active || this.socket !== undefined) return;
    this.options.onStatus('connecting');
    void (async () => {
      let ticket: string;
      try {
        ticket = await this.options.ticket();
      } catch {
        this.options.onStatus(this.isOnline() ? 'connecting' : 'offline');
        this.scheduleReconnect();
        return;
      }
      if (!this.active || this.socket !== undefined) return;
      const socket = this.openSocket(ticket);
      this.socket = socket;
      socket.onmessage = (event) => {
        if (typeof event.data !== 'string') return;
        this.onEvent(JSON.parse(event.data) as ServerEvent);
      };
      socket.onclose = () => {
        if (this.socket !== socket) return;
        this.closeSocket();
        this.options.onStatus(this.isOnline() ? 'connecting' : 'offline');
        this.scheduleReconnect();
      };
    })();
  }

  /** A ping the server answers: a connection dead without a close (a cut network) is noticed. */
  private startPings() {
    clearInterval(this.pingTimer);
    this.pingTimer = setInterval(() => {
      this.send({ type: 'ping' });
      clearTimeout(this.pongTimer);
      this.pongTimer = setTimeout(() => {
        const socket = this.socket;
        this.closeSocket();
        if (socket !== undefined) {
          this.options.onStatus('connecting');
          this.scheduleReconnect();
        }
      }, PONG_WITHIN_MS);
    }, PING_EVERY_MS);
  }

  private onEvent(event: ServerEvent) {
    if (event.type === 'pong') {
      clearTimeout(this.pongTimer);
      return;
    }
    if (event.type === 'ready') {
      this.reconnectAttempt = 0;
      this.options.onStatus('open');
      this.startPings();
    }
    this.options.onEvent(event);
  }
}

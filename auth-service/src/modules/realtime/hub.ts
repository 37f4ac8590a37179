/**
 * This instance's open connections, by user, and who is online anywhere: each instance announces
 * its users' first connection and last disconnection (presence pointers), and every instance
 * keeps, per user, the instances that have them connected. An instance also says it is alive at
 * a steady pace; one not heard from for a while (it crashed, or lost its database connection)
 * no longer counts, so its users do not stay online for ever.
 */
import type { ServerEvent } from '@atelier/api-contract';
import type { WebSocket } from 'ws';

export interface Connection {
  userId: string;
  socket: WebSocket;
  /** Users whose presence this connection follows (the people in its conversation list). */
  watching: Set<string>;
}

/**
 * @param self this instance's id: never expired (its own users are known first-hand).
 * @param now the clock, in ms.
 */
export function createHub(self: string, now: () => number = Date.now) {
  const byUser = new Map<string, Set<Connection>>();
  const watchers = new Map<string, Set<Connection>>();
  const onlineAt = new Map<string, Set<string>>();
  /** When each other instance was last heard from. */
  const lastHeard = new Map<string, number>();
  /** Instances taken for gone: one heard from again must announce its users again. */
  const forgotten = new Set<string>();

  function send(connection: Connection, event: ServerEvent): boolean {
    if (connection.socket.readyState !== connection.socket.OPEN) return false;
    connection.socket.send(JSON.stringify(event));
    return true;
  }

  /**
   * `instance` is alive now (it said so, or sent a pointer that names it). True when it had been
   * taken for gone: its users were forgotten, and it should be asked to announce them again.
   */
  function heardFrom(instance: string): boolean {
    if (instance === self) return false;
    lastHeard.set(instance, now());
    return forgotten.delete(instance);
  }

  return {
    /** Adds a connection; true when it is the user's first on this instance. */
    add(connection: Connection): boolean {
      const connections = byUser.get(connection.userId) ?? new Set();
      connections.add(connection);
      byUser.set(connection.userId, connections);
      return connections.size === 1;
    },

    /** Removes a connection; true when it was the user's last on this instance. */
    remove(connection: Connection): boolean {
      for (const watched of connection.watching) watchers.get(watched)?.delete(connection);
      const connections = byUser.get(connection.userId);
      if (connections === undefined) return false;
      connections.delete(connection);
      if (connections.size > 0) return false;
      byUser.delete(connection.userId);
      return true;
    },

    watch(connection: Connection, userIds: readonly string[]) {
      for (const watched of connection.watching) watchers.get(watched)?.delete(connection);
      connection.watching = new Set(userIds);
      for (const userId of userIds) {
        const set = watchers.get(userId) ?? new Set();
        set.add(connection);
        watchers.set(userId, set);
      }
    },

    isHere: (userId: string) => byUser.has(userId),

    /** Sends to every connection of `userId` here; answers how many got it. */
    sendTo(userId: string, event: ServerEvent): number {
      let sent = 0;
      for (const connection of byUser.get(userId) ?? []) if (send(connection, event)) sent++;
      return sent;
    },

    send,

    heardFrom,

    /**
     * Forgets the instances not heard from for `maxAgeMs`, and their users there; answers the
     * users who are now offline everywhere (to announce).
     */
    expireSilent(maxAgeMs: number): string[] {
      const silent = new Set<string>();
      for (const [instance, heard] of lastHeard) {
        if (now() - heard > maxAgeMs) silent.add(instance);
      }
      if (silent.size === 0) return [];
      for (const instance of silent) {
        lastHeard.delete(instance);
        forgotten.add(instance);
      }
      const offline: string[] = [];
      for (const [userId, instances] of onlineAt) {
        for (const instance of silent) instances.delete(instance);
        if (instances.size === 0) {
          onlineAt.delete(userId);
          offline.push(userId);
        }
      }
      return offline;
    },

    /** Records that `userId` is (or is no longer) connected to `instance`; true on a change. */
    setPresence(userId: string, instance: string, online: boolean): boolean {
      const instances = onlineAt.get(userId) ?? new Set<string>();
      const before = instances.size > 0;
      if (online) instances.add(instance);
      else instances.delete(instance);
      if (instances.size === 0) onlineAt.delete(userId);
      else onlineAt.set(userId, instances);
      return before !== instances.size > 0;
    },

    isOnline: (userId: string) => onlineAt.has(userId),

    /** Tells the connections that follow `userId` whether they are online. */
    announcePresence(userId: string) {
      const event: ServerEvent = { type: 'presence', userId, online: onlineAt.has(userId) };
      for (const connection of watchers.get(userId) ?? []) send(connection, event);
    },

    /** Users connected here (re-announced when another instance starts). */
    users: () => [...byUser.keys()],

    connections: () => [...byUser.values()].flatMap((set) => [...set]),
  };
}

export type Hub = ReturnType<typeof createHub>;

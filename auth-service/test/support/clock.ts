import type { Clock } from '../../src/platform/clock';

/** A clock that moves only when told: `build({ clock })` hands it to the app. */
export class ManualClock implements Clock {
  private at: number;

  constructor(start: Date = new Date()) {
    this.at = start.getTime();
  }

  now(): Date {
    return new Date(this.at);
  }

  set(date: Date): void {
    this.at = date.getTime();
  }

  advance(ms: number): Date {
    this.at += ms;
    return this.now();
  }
}

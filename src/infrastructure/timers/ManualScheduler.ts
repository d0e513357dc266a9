import type { Scheduler } from '../../application/shell/ports';

interface Task {
  id: number;
  dueAt: number;
  run: () => void;
  /** Repeat interval; null for one-shot tasks. */
  every: number | null;
}

/** A scheduler whose time moves only through advance(), so timer behaviour is tested without waiting. */
export class ManualScheduler implements Scheduler {
  private time = 0;
  private nextId = 1;
  private tasks: Task[] = [];

  after(ms: number, run: () => void): () => void {
    return this.add({ id: this.nextId++, dueAt: this.time + ms, run, every: null });
  }

  every(ms: number, run: () => void): () => void {
    return this.add({ id: this.nextId++, dueAt: this.time + ms, run, every: Math.max(1, ms) });
  }

  /** Moves time forward, running every task that falls due, in time order. */
  advance(ms: number): void {
    const until = this.time + ms;
    for (let task = this.nextDue(until); task; task = this.nextDue(until)) {
      this.time = task.dueAt;
      if (task.every === null) this.tasks = this.tasks.filter((t) => t !== task);
      else task.dueAt += task.every;
      task.run();
    }
    this.time = until;
  }

  pendingCount(): number {
    return this.tasks.length;
  }

  private add(task: Task): () => void {
    this.tasks.push(task);
    return () => {
      this.tasks = this.tasks.filter((t) => t.id !== task.id);
    };
  }

  private nextDue(until: number): Task | undefined {
    return this.tasks.filter((t) => t.dueAt <= until).sort((a, b) => a.dueAt - b.dueAt || a.id - b.id)[0];
  }
}

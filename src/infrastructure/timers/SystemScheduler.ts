import type { Scheduler } from '../../application/shell/ports';

export class SystemScheduler implements Scheduler {
  after(ms: number, task: () => void): () => void {
    const handle = setTimeout(task, ms);
    return () => clearTimeout(handle);
  }

  every(ms: number, task: () => void): () => void {
    const handle = setInterval(task, ms);
    return () => clearInterval(handle);
  }
}

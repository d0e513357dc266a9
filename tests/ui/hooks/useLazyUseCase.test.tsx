import type { ReactNode } from 'react';
import { renderHook, waitFor } from '@testing-library/react';
import type { Class, Resolver } from '../../../src/application/injection';
import { ContainerProvider } from '../../../src/ui/di/ContainerProvider';
import { useLazyUseCase } from '../../../src/ui/hooks/useLazyUseCase';

class Greet {
  execute(input: { name: string }) {
    return Promise.resolve(`你好，${input.name}`);
  }
}

function mount(load: () => Promise<Class<Greet>>) {
  const made = new Greet();
  const container: Resolver = { get: jest.fn(() => made) as Resolver['get'] };
  const wrapper = ({ children }: { children: ReactNode }) => <ContainerProvider container={container}>{children}</ContainerProvider>;
  const { result } = renderHook(() => useLazyUseCase(load), { wrapper });
  return { result, container };
}

describe('useLazyUseCase: an action\'s code loads after the page has painted', () => {
  it('loads the use case once the page has mounted, before any tap, and answers as the use case does', async () => {
    const load = jest.fn(() => Promise.resolve(Greet));
    const { result, container } = mount(load);
    await waitFor(() => expect(container.get).toHaveBeenCalledWith(Greet));
    await expect(result.current.execute({ name: '小安' })).resolves.toBe('你好，小安');
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('tries the load again on the next tap after a failed one', async () => {
    const load = jest.fn().mockRejectedValueOnce(new Error('chunk gone')).mockResolvedValue(Greet);
    const { result } = mount(load);
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await expect(result.current.execute({ name: '小安' })).resolves.toBe('你好，小安');
    expect(load).toHaveBeenCalledTimes(2);
  });
});

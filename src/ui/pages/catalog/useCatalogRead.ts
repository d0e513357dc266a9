import { useSuspenseQuery } from '@tanstack/react-query';
import { useParams, useSearchParams } from 'react-router-dom';
import { useContainer } from '../../di/ContainerProvider';
import type { CatalogRead } from './catalogQueries';

/** The page's data, from the cache its loader warmed (the loader already sent invalid params to 404). */
export function useCatalogRead<I, T>(read: CatalogRead<I, T>): { data: T; input: I } {
  const container = useContainer();
  const params = useParams();
  const [search] = useSearchParams();
  const input = read.input(params, search);
  if (input === null) throw new Error('catalog page rendered without valid params');
  const { data } = useSuspenseQuery(read.query(container, input));
  return { data, input };
}

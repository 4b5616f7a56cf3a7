import { useLocation } from 'react-router';

/** The page's URL with some search params changed: each choice of a step is a link to it. */
export function useDesignHref(): (change: (params: URLSearchParams) => void) => string {
  const location = useLocation();
  return (change) => {
    const params = new URLSearchParams(location.search);
    change(params);
    const search = params.toString();
    return `${location.pathname}${search ? `?${search}` : ''}`;
  };
}

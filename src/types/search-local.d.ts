// The search plugin ships JavaScript theme components without type declarations.
declare module '@theme-original/SearchPage' {
  import type {ReactNode} from 'react';
  export default function SearchPage(): ReactNode;
}

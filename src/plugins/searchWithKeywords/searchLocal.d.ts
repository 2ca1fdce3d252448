// The search plugin ships JavaScript only: the part of its server API that we call.
declare module '@cmfcmf/docusaurus-search-local' {
  import type {LoadContext, OptionValidationContext, Plugin} from '@docusaurus/types';

  export type SearchLocalOptions = {
    indexDocs?: boolean;
    indexBlog?: boolean;
    indexPages?: boolean;
    indexDocSidebarParentCategories?: number;
    includeParentCategoriesInPageTitle?: boolean;
    language?: string | string[];
    style?: 'none';
    maxSearchResults?: number;
    lunr?: {
      tokenizerSeparator?: RegExp;
      k1?: number;
      b?: number;
      titleBoost?: number;
      contentBoost?: number;
      tagsBoost?: number;
      parentCategoriesBoost?: number;
    };
  };

  export default function searchLocal(context: LoadContext, options: SearchLocalOptions): Plugin;
  export function validateOptions<T, U>(context: OptionValidationContext<T, U>): U;
}

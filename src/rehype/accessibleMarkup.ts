// A rehype plugin for docs and blog content that fixes two things Markdown
// cannot express and axe reports:
//  - wide tables scroll horizontally (Infima sets overflow: auto), so keyboard
//    users must be able to focus them to scroll: they get tabindex="0";
//  - task-list checkboxes have no label: they get one that says done or not done.

type HastNode = {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
};

function walk(node: HastNode, visit: (node: HastNode) => void): void {
  visit(node);
  node.children?.forEach((child) => walk(child, visit));
}

export default function rehypeAccessibleMarkup() {
  return (tree: HastNode): void => {
    walk(tree, (node) => {
      if (node.type !== 'element') return;
      if (node.tagName === 'table') {
        node.properties = {...node.properties, tabIndex: 0};
      } else if (node.tagName === 'input' && node.properties?.type === 'checkbox') {
        node.properties = {...node.properties, ariaLabel: node.properties.checked ? 'Done' : 'Not done yet'};
      }
    });
  };
}

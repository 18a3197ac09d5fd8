import { commentTree } from './gallery.rules';

describe('commentTree', () => {
  const at = (minute: number) => new Date(Date.UTC(2026, 0, 1, 12, minute));
  it('nests replies under their parents and sorts every level by likes, then age', () => {
    const tree = commentTree([
      { id: 'a', parentId: null, likeCount: 1, createdAt: at(1) },
      { id: 'b', parentId: null, likeCount: 5, createdAt: at(2) },
      { id: 'c', parentId: 'a', likeCount: 0, createdAt: at(3) },
      { id: 'd', parentId: 'a', likeCount: 2, createdAt: at(4) },
      { id: 'e', parentId: null, likeCount: 1, createdAt: at(0) },
      { id: 'f', parentId: 'd', likeCount: 0, createdAt: at(5) },
    ]);
    const shape = (nodes: ReturnType<typeof commentTree>): unknown =>
      nodes.map((node) => [node.comment.id, shape(node.replies)]);
    expect(shape(tree)).toEqual([
      ['b', []],
      ['e', []],
      [
        'a',
        [
          ['d', [['f', []]]],
          ['c', []],
        ],
      ],
    ]);
  });
});

/** An article's rendered Markdown (BL-03): on its page, and in the owner's preview (CN-02) the same. */
export const articleBodyClass = [
  "space-y-5 text-lg leading-relaxed",
  "[&_h2]:pt-4 [&_h2]:text-2xl [&_h2]:font-semibold [&_h3]:pt-2 [&_h3]:text-xl [&_h3]:font-semibold",
  "[&_ol]:list-decimal [&_ol]:space-y-2 [&_ol]:pl-6 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6",
  "[&_a]:font-medium [&_a]:text-primary [&_a]:underline [&_a]:underline-offset-2",
  "[&_blockquote]:border-l-4 [&_blockquote]:border-primary/40 [&_blockquote]:pl-4 [&_blockquote]:italic",
].join(" ");

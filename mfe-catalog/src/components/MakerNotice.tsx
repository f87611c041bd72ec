/** A link to the maker's own notice (of a withdrawn version), after the text that cites it; nothing without one. */
export default function MakerNotice({ manufacturer, link }: { manufacturer: string; link: string | null }) {
  if (!link) return null;
  return (
    <>
      {' '}
      <a href={link} rel="nofollow">
        {manufacturer}&apos;s notice
      </a>
    </>
  );
}

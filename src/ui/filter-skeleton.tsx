/**
 * The filter panel in outline, shown in the drawer for the frame its groups take to render: each
 * group's name, as the panel will show it, over grey bars for its options. Hidden from screen
 * readers: the drawer's body says it is busy meanwhile, and the groups follow a frame later.
 */
export interface SkeletonGroup {
  label: string;
  /** How many options the group will show (bars drawn, up to 8). */
  rows: number;
}

export function FilterSkeleton({ groups }: { groups: SkeletonGroup[] }) {
  return (
    <div className="filter-skeleton" aria-hidden="true">
      {groups.map((group) => (
        <div key={group.label} className="filter-skeleton__group">
          <span className="filter-options__label">{group.label}</span>
          {Array.from({ length: Math.min(group.rows, 8) }, (_, i) => (
            <span key={i} className="filter-skeleton__row" />
          ))}
        </div>
      ))}
    </div>
  );
}

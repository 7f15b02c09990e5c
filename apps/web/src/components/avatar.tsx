import { Icon } from './icon';

/** The initial of a name in a circle; a person icon when there is no name (or only a number). */
export function Avatar({ name, large = false }: { name: string; large?: boolean }) {
  const initial = /^\p{L}/u.test(name.trim()) ? name.trim().charAt(0).toUpperCase() : null;
  return (
    <span className={`avatar${large ? ' avatar--large' : ''}`} aria-hidden="true">
      {initial ?? <Icon name="user" size={large ? 28 : 18} />}
    </span>
  );
}

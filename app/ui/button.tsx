import type { ButtonHTMLAttributes, ReactNode } from "react";
import { Link } from "react-router";

type Variant = "primary" | "secondary" | "outline" | "ghost";
type Size = "normal" | "small";

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: Variant; size?: Size };

export function Button({
  variant = "primary",
  size = "normal",
  className,
  type = "button",
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type}
      className={className ? `button ${className}` : "button"}
      data-variant={variant}
      data-size={size}
      {...rest}
    />
  );
}

type ButtonLinkProps = {
  to: string;
  children: ReactNode;
  variant?: Variant;
  size?: Size;
  className?: string;
  onClick?: () => void;
};

/** A link that looks like a button: navigation, never an action. */
export function ButtonLink({
  to,
  children,
  variant = "primary",
  size = "normal",
  className,
  onClick,
}: ButtonLinkProps) {
  return (
    <Link
      to={to}
      className={className ? `button ${className}` : "button"}
      data-variant={variant}
      data-size={size}
      onClick={onClick}
      prefetch="intent"
    >
      {children}
    </Link>
  );
}

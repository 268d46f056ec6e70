/* an inline whose value has an incompatible type */

inline int X = "string";

BEGIN
{
	exit(0);
}

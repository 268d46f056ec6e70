/*
 * an inline initialised with an incompatible type
 */

inline int X = "abc";

BEGIN
{
	trace(X);
	exit(0);
}

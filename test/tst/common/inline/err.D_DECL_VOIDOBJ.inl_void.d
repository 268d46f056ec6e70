/* a void inline */

inline void X = 1;

BEGIN
{
	exit(0);
}

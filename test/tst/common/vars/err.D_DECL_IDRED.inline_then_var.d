/* declaring a variable with an inline's name */

inline int x = 1;
int x;

BEGIN
{
	exit(0);
}

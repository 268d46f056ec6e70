/* long may not be used with char */

long char x;

BEGIN
{
	exit(0);
}

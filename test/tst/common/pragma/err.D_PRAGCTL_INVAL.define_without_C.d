/*
 * #define needs -C
 */

#define X 1

BEGIN
{
	exit(0);
}

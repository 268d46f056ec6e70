/*
 * short may not modify char
 */

short char c;

BEGIN
{
	exit(0);
}

/*
 * no dtrace probe has that name
 */

dtrace:::NOSUCH
{
	exit(0);
}

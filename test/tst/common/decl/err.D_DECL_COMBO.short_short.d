/*
 * short at most once
 */

short short s;

BEGIN
{
	exit(0);
}

/*
 * one storage class per declaration
 */

extern static int x;

BEGIN
{
	exit(0);
}

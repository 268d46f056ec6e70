/*
 * a scalar array takes one subscript
 */

int a[5];

BEGIN
{
	x = a[1, 2];
	exit(0);
}

/* an associative array key may have no storage class */
int a[static int];

BEGIN
{
	exit(0);
}

/* an associative array takes no variable-length key list */
int a[int, ...];

BEGIN
{
	exit(0);
}

/* void is no key type of an associative array of two keys */
int a[void, int];

BEGIN
{
	exit(0);
}

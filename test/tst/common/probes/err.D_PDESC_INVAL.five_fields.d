/*
 * a description has at most four fields
 */

a:b:c:d:e
{
	exit(0);
}

/*
 * an associative array declared with scoped key and value types
 */

#pragma D option quiet

D`string names[C`int];

BEGIN
{
	names[1] = "one";
	printf("%s\n", names[1]);
	exit(0);
}

/* toupper() converts only letters */

#pragma D option quiet

BEGIN
{
	printf("%s\n", toupper("hello, World 1!"));
	exit(0);
}

/* tolower() converts only letters */

#pragma D option quiet

BEGIN
{
	printf("%s\n", tolower("HELLO, World 1!"));
	exit(0);
}

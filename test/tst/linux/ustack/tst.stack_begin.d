/* no kernel stack in the user host: stack() is empty */
#pragma D option quiet

BEGIN
{
	stack();
	printf("|\n");
	exit(0);
}

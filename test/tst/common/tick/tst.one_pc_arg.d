/*
 * tick-N and profile-N say where the CPU was: arg0 is the kernel pc, arg1
 * the user pc, and exactly one of them is non-zero on every firing
 */

#pragma D option quiet

tick-2ms, profile-499
/(arg0 == 0) == (arg1 == 0)/
{
	printf("%s: arg0 %x arg1 %x\n", probename, arg0, arg1);
	bad++;
}

tick-2ms, profile-499
{
	n++;
}

tick-2ms
/n >= 20/
{
	printf("%s\n", bad == 0 ? "one pc per firing" : "both or neither");
	exit(0);
}
